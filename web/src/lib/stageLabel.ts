/**
 * How a stage is named everywhere it is shown: 'Stage 2: Launch'; a stage without a name of its own
 * (stage 0 when the member has none) is just 'Stage 0'.
 */
export function stageLabel(stage: { number: number; name: string }): string {
  const plain = `Stage ${stage.number}`
  return stage.name && stage.name !== plain ? `${plain}: ${stage.name}` : plain
}
