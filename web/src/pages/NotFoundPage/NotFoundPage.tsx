import { NotFound } from '@/components/ui/NotFound/NotFound'

export default function NotFoundPage() {
  return <NotFound />
}
