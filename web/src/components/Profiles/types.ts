import type { ProfileQuery } from '@/types/graphql'

/** A profile as the API answers it to the caller (the parts they may not read are null). */
export type ProfileData = NonNullable<ProfileQuery['profile']>
