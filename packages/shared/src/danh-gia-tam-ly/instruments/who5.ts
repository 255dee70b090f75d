import type { TamLyDefinition } from '../instrument';
import type { SeedInstrument } from './seed-instrument';

/**
 * WHO-5 Well-Being Index: five items 0–5 over the last two weeks; the raw score 0–25 is multiplied by 4 to a
 * percentage. ≤ 50 indicates poor wellbeing; ≤ 28 is a sign of likely depression that warrants follow-up
 * (Topp, Østergaard, Søndergaard & Bech, 2015, Psychother Psychosom 84:167–176).
 */
export const who5Definition: TamLyDefinition = {
  instructions: {
    vi: 'Với mỗi câu, hãy chọn mức gần nhất với cảm nhận của em trong HAI TUẦN QUA.',
    en: 'For each statement, choose the answer closest to how you have been feeling OVER THE LAST TWO WEEKS.',
  },
  options: [
    { label: { vi: 'Không lúc nào', en: 'At no time' }, score: 0 },
    { label: { vi: 'Đôi khi', en: 'Some of the time' }, score: 1 },
    { label: { vi: 'Ít hơn một nửa thời gian', en: 'Less than half of the time' }, score: 2 },
    { label: { vi: 'Hơn một nửa thời gian', en: 'More than half of the time' }, score: 3 },
    { label: { vi: 'Phần lớn thời gian', en: 'Most of the time' }, score: 4 },
    { label: { vi: 'Mọi lúc', en: 'All of the time' }, score: 5 },
  ],
  groups: [
    {
      key: 'wellbeing',
      title: { vi: 'Chỉ số hạnh phúc WHO-5', en: 'WHO-5 wellbeing' },
      multiplier: 4,
      bands: [
        {
          key: 'likelyDepression',
          label: { vi: 'Dấu hiệu trầm cảm, cần theo dõi', en: 'Sign of likely depression, follow up' },
          min: 0,
          max: 28,
          followUp: true,
        },
        {
          key: 'poor',
          label: { vi: 'Sức khỏe tinh thần kém', en: 'Poor wellbeing' },
          min: 29,
          max: 50,
          followUp: false,
        },
        { key: 'good', label: { vi: 'Tốt', en: 'Good wellbeing' }, min: 51, max: null, followUp: false },
      ],
    },
  ],
  questions: [
    ['Tôi cảm thấy vui vẻ và phấn chấn', 'I have felt cheerful and in good spirits'],
    ['Tôi cảm thấy bình tĩnh và thư thái', 'I have felt calm and relaxed'],
    ['Tôi cảm thấy năng động và hăng hái', 'I have felt active and vigorous'],
    ['Tôi thức dậy với cảm giác sảng khoái, được nghỉ ngơi đầy đủ', 'I woke up feeling fresh and rested'],
    [
      'Cuộc sống hằng ngày của tôi có nhiều điều khiến tôi thấy thích thú',
      'My daily life has been filled with things that interest me',
    ],
  ].map(([vi, en], i) => ({ key: `q${i + 1}`, group: 'wellbeing', text: { vi: vi!, en: en! }, reverse: false })),
};

export const who5: SeedInstrument = {
  ma: 'WHO-5',
  ten: 'Chỉ số hạnh phúc WHO-5',
  tenEn: 'WHO-5 Well-Being Index',
  moTa: 'Năm câu về hai tuần qua; điểm thô 0–25 × 4. ≤ 50: sức khỏe tinh thần kém; ≤ 28: dấu hiệu trầm cảm cần theo dõi.',
  nguoiTraLoi: 'HocSinh',
  nguon:
    'World Health Organization (2024). The World Health Organization-Five Well-Being Index (WHO-5). Geneva: WHO; Psychiatric Research Unit, Mental Health Centre North Zealand. Scoring: Topp et al. (2015), Psychother Psychosom 84:167–176. Vietnamese wording: the portal’s working translation.',
  giayPhep:
    'Free to use without permission (WHO-5 terms); the WHO 2024 edition is licensed CC BY-NC-SA 3.0 IGO. Non-commercial school use, electronic form allowed.',
  dinhNghia: who5Definition,
};
