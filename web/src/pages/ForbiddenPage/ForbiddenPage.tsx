import { Forbidden } from '../../shell/Forbidden'

export default function ForbiddenPage() {
  return <Forbidden />
}
