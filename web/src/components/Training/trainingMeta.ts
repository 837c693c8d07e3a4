// The social preview of the free 3-part work-from-home training pages (SplashLayout applies it).
export const TRAINING_META = {
  'og:title': 'Free 3-Part Work-From-Home Training | Tribe',
  'og:description':
    'A free 3-part video training and live workshop on starting and growing a freelancing, work-from-home career.',
  'og:type': 'website',
  'twitter:card': 'summary_large_image',
} as const
