// The member-stage screens' helpers. Every document that reads a member's progress (the page, the
// navbar drawer, finishTask's and requestMoveUp's answers) selects the SAME StageProgress fields,
// the StageProgressFields fragment (MyStage/stageProgressFields.ts), so Apollo's cache, which
// normalises StageProgress by the member's id, updates every screen at once; documents.test.ts
// checks each of them spreads it.

/** The label of a stage everywhere: one rule for the back office, the menus and these screens. */
export { stageLabel } from '@/lib/stageLabel'

/** The Tribe Points total as people read it. */
export function formatPoints(points: number): string {
  return `${points.toLocaleString('en-PH')} Tribe Points`
}
