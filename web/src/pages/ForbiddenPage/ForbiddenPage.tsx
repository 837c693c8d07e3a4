import { Forbidden } from '../../components/Access/Forbidden/Forbidden'

export default function ForbiddenPage() {
  return <Forbidden />
}
