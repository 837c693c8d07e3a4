// The Account tab: the e-mail (the login name; changed by an admin), the profile image (uploaded
// at once, up to 10mb, with the spec's note for larger files) and, for the owner, change password.
import { gql, useMutation } from '@apollo/client'
import { FILE_CATEGORY_EXTENSIONS } from '@common/files'
import { notifyError, notifySuccess } from '@/lib/toast'
import type { UpdateProfileImageMutation, UpdateProfileImageMutationVariables } from '@/types/graphql'
import { Avatar } from '@/components/ui/Avatar/Avatar'
import { Button } from '@/components/ui/Button/Button'
import { FileUpload } from '@/components/ui/FileUpload/FileUpload'
import { ChangePasswordForm } from '../ChangePasswordForm/ChangePasswordForm'
import { DetailsList } from '../ProfileDetails/ProfileDetails'
import type { ProfileData } from '../types'

export const UPDATE_PROFILE_IMAGE = gql`
  mutation UpdateProfileImage($image: String) {
    updateProfileImage(image: $image) {
      id
      profileImageUrl
    }
  }
`

/** The spec's upload note (part 1 section 5): larger uploads need an admin. */
export const PROFILE_IMAGE_HINT = 'Images (.jpg .jpeg .png .gif .bmp .svg .webp) up to 10mb. Uploads larger than 10mb need an admin to be contacted.'

export function AccountPanel({ profile }: { profile: ProfileData }) {
  const [updateImage, { loading }] = useMutation<UpdateProfileImageMutation, UpdateProfileImageMutationVariables>(UPDATE_PROFILE_IMAGE)
  const setImage = async (image: string | null) => {
    try {
      await updateImage({ variables: { image } })
      notifySuccess(image ? 'Profile image saved.' : 'Profile image removed.')
    } catch (error) {
      notifyError(error)
    }
  }

  return (
    <div className="space-y-6">
      <DetailsList label="Account" items={[['Email', profile.email]]} />
      {profile.canEdit && (
        <>
          <section aria-labelledby="profile-image-heading" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="profile-image-heading" className="text-lg font-semibold text-slate-900">
              Profile image
            </h2>
            <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
              <Avatar src={profile.profileImageUrl} name={profile.fullName} size="lg" />
              <div className="min-w-0 flex-1 space-y-3">
                <FileUpload
                  label="Upload a new image"
                  accept={FILE_CATEGORY_EXTENSIONS.images}
                  purpose="profile-image"
                  hint={PROFILE_IMAGE_HINT}
                  onUploaded={(file) => setImage(file.key)}
                  disabled={loading}
                />
                {profile.profileImageUrl && (
                  <Button variant="secondary" size="sm" onClick={() => setImage(null)} loading={loading}>
                    Remove image
                  </Button>
                )}
              </div>
            </div>
          </section>
          <ChangePasswordForm />
        </>
      )}
    </div>
  )
}

export default AccountPanel
