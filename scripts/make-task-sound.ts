// Writes web/public/sounds/task-finished.wav: the short chime played when a member finishes a task
// (web/src/components/Stages/taskSound.ts). Made here, not downloaded, so the app serves its
// own sound offline. Run: npx tsx scripts/make-task-sound.ts (the output is committed).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const SAMPLE_RATE = 22_050
/** Two rising notes (E5 then A5), each with a quick attack and an exponential fade. */
const NOTES = [
  { frequency: 659.25, start: 0, length: 0.12 },
  { frequency: 880, start: 0.1, length: 0.28 },
]
const DURATION = 0.4

export function chimeSamples(): Int16Array {
  const total = Math.round(SAMPLE_RATE * DURATION)
  const samples = new Int16Array(total)
  for (let i = 0; i < total; i += 1) {
    const t = i / SAMPLE_RATE
    let value = 0
    for (const note of NOTES) {
      const local = t - note.start
      if (local < 0 || local > note.length) continue
      const attack = Math.min(1, local / 0.01)
      const decay = Math.exp((-5 * local) / note.length)
      value += Math.sin(2 * Math.PI * note.frequency * local) * attack * decay * 0.45
    }
    samples[i] = Math.round(Math.max(-1, Math.min(1, value)) * 32_767)
  }
  return samples
}

/** A mono 16-bit PCM WAV file of `samples`. */
export function wavFile(samples: Int16Array): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16) // fmt chunk size
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(SAMPLE_RATE, 24)
  header.writeUInt32LE(SAMPLE_RATE * 2, 28) // byte rate
  header.writeUInt16LE(2, 32) // block align
  header.writeUInt16LE(16, 34) // bits per sample
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public', 'sounds', 'task-finished.wav')
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, wavFile(chimeSamples()))
console.log(`wrote ${out}`)
