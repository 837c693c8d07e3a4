// The 3-day live workshop as the public pages show it (the free training's pages and a landing
// page's Workshop schedule block); api/src/services/publicPages/training.ts decides what each day shows.

/**
 * One live day: when it starts (an instant; null while not scheduled); its Zoom link only while the workshop is live; its recording only once it is not;
 * its freebie whenever the workshop runs.
 */
export type WorkshopDay = { day: number; startsAt: string | null; zoomUrl: string | null; recordingUrl: string | null; freebieUrl: string | null }
export type Workshop = { live: boolean; masterLink: string | null; days: WorkshopDay[] }
