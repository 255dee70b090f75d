import { z } from 'zod';
import './messages';

/** A text in both languages of the portal (instruments are shown to students in the language they chose). */
export const zTamLyText = z.object({
  vi: z.string().trim().min(1, { message: 'danhGiaTamLy.text.required' }).max(1000),
  en: z.string().trim().min(1, { message: 'danhGiaTamLy.text.required' }).max(1000),
});
export type TamLyText = z.infer<typeof zTamLyText>;

const zKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'danhGiaTamLy.key.invalid' });

/** One answer choice with the score the published scoring gives it. */
export const zTamLyOption = z.object({ label: zTamLyText, score: z.number().int().min(-100).max(100) });
export type TamLyOption = z.infer<typeof zTamLyOption>;

/**
 * A severity band of a group, on the group's final score (raw sum × multiplier): from `min` up to `max` inclusive
 * (`max` null: no upper edge). `followUp` puts a student in this band on the specialist's follow-up list.
 */
export const zTamLyBand = z.object({
  key: zKey,
  label: zTamLyText,
  min: z.number(),
  max: z.number().nullable(),
  followUp: z.boolean(),
});
export type TamLyBand = z.infer<typeof zTamLyBand>;

/** A question group (a subscale): its questions' scores are summed, then multiplied (DASS-21: × 2; WHO-5: × 4). */
export const zTamLyGroup = z.object({
  key: zKey,
  title: zTamLyText,
  multiplier: z.number().positive().max(100),
  bands: z.array(zTamLyBand).min(1).max(10),
});
export type TamLyGroup = z.infer<typeof zTamLyGroup>;

/** A question of a group; a reverse-scored one counts (lowest + highest option score) − the chosen option's score. */
export const zTamLyQuestion = z.object({ key: zKey, group: zKey, text: zTamLyText, reverse: z.boolean() });
export type TamLyQuestion = z.infer<typeof zTamLyQuestion>;

/** What an instrument asks and how it is scored: one option set for every question, as the seeded scales have. */
export const zTamLyDefinition = z
  .object({
    instructions: zTamLyText,
    options: z.array(zTamLyOption).min(2).max(11),
    groups: z.array(zTamLyGroup).min(1).max(20),
    questions: z.array(zTamLyQuestion).min(1).max(200),
  })
  .superRefine((d, ctx) => {
    const groups = new Set(d.groups.map((g) => g.key));
    if (groups.size !== d.groups.length) ctx.addIssue({ code: 'custom', message: 'danhGiaTamLy.key.duplicate' });
    const keys = new Set(d.questions.map((q) => q.key));
    if (keys.size !== d.questions.length) ctx.addIssue({ code: 'custom', message: 'danhGiaTamLy.key.duplicate' });
    for (const q of d.questions) {
      if (!groups.has(q.group)) ctx.addIssue({ code: 'custom', message: 'danhGiaTamLy.question.noGroup' });
    }
    for (const g of d.groups) {
      if (!d.questions.some((q) => q.group === g.key)) {
        ctx.addIssue({ code: 'custom', message: 'danhGiaTamLy.group.empty' });
      }
      if (g.bands.some((b) => b.max !== null && b.max < b.min)) {
        ctx.addIssue({ code: 'custom', message: 'danhGiaTamLy.band.order' });
      }
    }
  });
export type TamLyDefinition = z.infer<typeof zTamLyDefinition>;
