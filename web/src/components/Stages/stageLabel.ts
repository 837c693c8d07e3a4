/** How a stage is named everywhere it is shown: 'Stage 2: Launch'. */
export const stageLabel = (stage: { number: number; name: string }) => `Stage ${stage.number}: ${stage.name}`
