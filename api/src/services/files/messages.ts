// What the upload and download endpoints tell people: each says what was wrong and what to do.
import { UPLOAD_TOO_LARGE_MESSAGE, uploadTypeNotAllowedMessage } from '../../../../common/files'

export const fileMessages = {
  tooLarge: UPLOAD_TOO_LARGE_MESSAGE,
  signedOut: 'Sign in to upload files.',
  pageMediaStaff: 'Only staff who build landing pages may upload their images and videos.',
  pageMediaType: (name: string) => `"${name}" is not an image or a video: a landing page shows only those.`,
  multipartOnly: 'Send the file as multipart/form-data, in a field named "file".',
  noFile: 'Choose a file to upload: the form had no field named "file".',
  oneFile: 'Upload one file at a time, in the field named "file".',
  unknownField: (name: string) => `Unexpected form field "${name.slice(0, 40)}": send only "file" and, optionally, "purpose".`,
  empty: (name: string) => `"${name}" is empty. Choose a file that has content.`,
  typeNotAllowed: (name: string) => uploadTypeNotAllowedMessage(name),
  contentMismatch: (name: string, ext: string, detected: string | null) =>
    `"${name}" is not a real ${ext} file${detected ? ` (its content is a .${detected} file)` : ''}. Save or export it as ${ext}, or give it its right extension, then upload it again.`,
  notText: (name: string, ext: string) => `"${name}" is not a plain-text ${ext} file (UTF-8). Save it as UTF-8 text, then upload it again.`,
  notSvg: (name: string) => `"${name}" is not an SVG image.`,
  endedEarly: 'The upload ended before the whole file arrived. Try again.',
  notFound: 'This file does not exist, or you may not download it.',
  notFoundSignedOut: 'This file does not exist, or you need to sign in to download it.',
  rangeNotSatisfiable: 'The requested byte range is outside the file.',
}
