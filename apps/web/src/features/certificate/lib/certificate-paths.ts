export const CERTIFICATE_PATHS = {
  mine: '/mine/certificate',
  dangerous: '/mine/dangerous',
  verify: '/certificate/verify',
} as const;

/** The API path of a certificate's PDF (the link's address; the click downloads with the token). */
export const certificatePdfHref = (id: number) => `/api/study/me/certificate/pdf?id=${id}`;
