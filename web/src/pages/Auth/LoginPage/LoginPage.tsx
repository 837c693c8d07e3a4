import { LoginForm } from '@/components/Auth/LoginForm/LoginForm'

export default function LoginPage() {
  return <LoginForm />
}
