// How a stage is named in messages: 'Stage 2: Launch' (the web's stageLabel says the same).
export const stageLabel = (stage: { number: number; name: string }) => `Stage ${stage.number}: ${stage.name}`
