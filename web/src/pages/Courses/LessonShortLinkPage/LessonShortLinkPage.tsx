// /lesson/{id}: where global search sends staff for a lesson (docs/product.md, "search"); it lands on the
// lesson's page, /lessons/{id}, replacing itself in the history so Back skips it.
import { Redirect, routes } from '@redwoodjs/router'

export default function LessonShortLinkPage({ id }: { id: number }) {
  return <Redirect to={routes.lesson({ id })} options={{ replace: true }} />
}
