// A member's proof of payment: a link that opens the file through the files route
// (/api/files/payment-proofs/{proofId}: its owner and staff with page payment may read it).
import { fileDownloadUrl } from '@common/files.downloads'
import { useCurrentUser } from '@/auth'

export type ProofSummary = { id: number; fileName: string; paymentPlatform: string; referenceNumber?: string | null; status: string }

export function ProofLink({ proof }: { proof: ProofSummary | null | undefined }) {
  const viewer = useCurrentUser()
  if (!proof) return <span className="text-muted">No proof</span>
  const href = fileDownloadUrl('payment-proofs', proof.id, { inline: true, as: viewer?.accessLevel?.name ?? null })
  return (
    <span className="flex flex-col">
      <a href={href} target="_blank" rel="noreferrer" className="break-all font-medium text-brand-700 hover:underline">
        {proof.fileName}
      </a>
      <span className="text-xs text-slate-500">
        {proof.paymentPlatform}
        {proof.referenceNumber ? ` · Ref ${proof.referenceNumber}` : ''} · {proof.status}
      </span>
    </span>
  )
}
