// Security headers on every answer, through @fastify/helmet (docs/security.md lists each with its
// reason). The web app is one origin's scripts and styles, so the policy is 'self' plus the few
// things the app really loads from elsewhere.
import type { FastifyHelmetOptions } from '@fastify/helmet'

/** The hosts whose players the lesson and resource pages embed (an <iframe>). Add a host here to embed it. */
export const VIDEO_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com']

export function helmetOptions(options: { production: boolean }): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast writes its styles into a <style> element at run time (goober); styles
        // cannot run script, so inline styles are allowed and inline scripts are not.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Lesson and task text is markdown, whose images may be hosted anywhere.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // 'self': a PDF preview frames GET /api/files/... (functions/files.ts lets only our pages frame it).
        frameSrc: ["'self'", ...VIDEO_FRAME_HOSTS],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The pages embed other sites' players, which do not send Cross-Origin-Resource-Policy.
    crossOriginEmbedderPolicy: false,
    // Our own address only as the origin to other sites (YouTube's player needs a referrer to play),
    // never a path or query (a reset link's parameters).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // HTTPS is the proxy's or the host's job; once it is there, browsers must stay on it. Not in
    // development, which runs on plain http. Sub-domains are left to the operator (docs/security.md).
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  }
}
