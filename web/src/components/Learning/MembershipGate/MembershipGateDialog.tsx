// The membership gate dialog (docs/product.md, "Banners and dialogs"): the content is exclusive, enrolment opens
// soon, and the waitlist link the `waitlist-link` default setting names. Its own module so the
// home page's join prompt takes the dialog without the rest of the gate.
import { gql, useQuery } from '@apollo/client'
import { Link } from '@redwoodjs/router'
import type { WaitlistLinkQuery, WaitlistLinkQueryVariables } from '@/types/graphql'
import { buttonClassName } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'

export const WAITLIST_SETTING = 'waitlist-link'

export const WAITLIST_LINK_QUERY = gql`
  query WaitlistLink($name: String!) {
    defaultSettingByName(name: $name) {
      id
      value
    }
  }
`

/** The waitlist link from the default settings; null until known or when not set. */
export function useWaitlistLink(): string | null {
  const { data } = useQuery<WaitlistLinkQuery, WaitlistLinkQueryVariables>(WAITLIST_LINK_QUERY, {
    variables: { name: WAITLIST_SETTING },
    fetchPolicy: 'cache-first',
  })
  return data?.defaultSettingByName?.value?.trim() || null
}

/** The waitlist link as a button: inside the app with the router, elsewhere in the same tab. */
function WaitlistButton({ href }: { href: string }) {
  const className = buttonClassName('primary')
  return href.startsWith('/') && !href.startsWith('//') ? (
    <Link to={href} className={className}>
      Join the Waitlist
    </Link>
  ) : (
    <a href={href} className={className}>
      Join the Waitlist
    </a>
  )
}

export function MembershipGateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const waitlist = useWaitlistLink()
  return (
    <Modal open={open} onClose={onClose} title="This content is for members" footer={waitlist ? <WaitlistButton href={waitlist} /> : undefined}>
      <div className="space-y-3 text-slate-700">
        <p>This content is exclusive to Tribe members.</p>
        <p>Enrollment opens soon. Join the waitlist and we will let you know as soon as you can sign up.</p>
      </div>
    </Modal>
  )
}
