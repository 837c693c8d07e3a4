import { SignupForm } from '@/components/Auth/SignupForm/SignupForm'

export default function SignupPage() {
  return <SignupForm />
}
