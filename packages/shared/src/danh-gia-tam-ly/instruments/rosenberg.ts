import type { TamLyDefinition } from '../instrument';
import type { SeedInstrument } from './seed-instrument';

/**
 * Rosenberg Self-Esteem Scale: ten items, strongly agree 3 … strongly disagree 0; items 2, 5, 6, 8 and 9 are
 * reverse-scored; total 0–30, 15–25 the normal range, below 15 low self-esteem (Rosenberg, 1965).
 */
const items: [string, string, boolean][] = [
  ['Nhìn chung, tôi hài lòng với bản thân', 'On the whole, I am satisfied with myself', false],
  ['Đôi khi tôi nghĩ mình chẳng ra gì', 'At times I think I am no good at all', true],
  ['Tôi cảm thấy mình có nhiều phẩm chất tốt', 'I feel that I have a number of good qualities', false],
  ['Tôi có thể làm mọi việc tốt như phần lớn mọi người', 'I am able to do things as well as most other people', false],
  ['Tôi cảm thấy mình không có nhiều điều để tự hào', 'I feel I do not have much to be proud of', true],
  ['Chắc chắn có lúc tôi thấy mình vô dụng', 'I certainly feel useless at times', true],
  [
    'Tôi cảm thấy mình là người có giá trị, ít nhất là ngang bằng với người khác',
    "I feel that I'm a person of worth, at least on an equal plane with others",
    false,
  ],
  ['Tôi ước mình có thể tôn trọng bản thân nhiều hơn', 'I wish I could have more respect for myself', true],
  [
    'Nói chung, tôi có xu hướng cảm thấy mình là kẻ thất bại',
    'All in all, I am inclined to feel that I am a failure',
    true,
  ],
  ['Tôi có thái độ tích cực với bản thân', 'I take a positive attitude toward myself', false],
];

export const rosenbergDefinition: TamLyDefinition = {
  instructions: {
    vi: 'Dưới đây là những câu nói về cảm nhận chung của em về bản thân. Hãy chọn mức em đồng ý với mỗi câu.',
    en: 'Below is a list of statements dealing with your general feelings about yourself. Choose how much you agree with each.',
  },
  options: [
    { label: { vi: 'Rất đồng ý', en: 'Strongly agree' }, score: 3 },
    { label: { vi: 'Đồng ý', en: 'Agree' }, score: 2 },
    { label: { vi: 'Không đồng ý', en: 'Disagree' }, score: 1 },
    { label: { vi: 'Rất không đồng ý', en: 'Strongly disagree' }, score: 0 },
  ],
  groups: [
    {
      key: 'selfEsteem',
      title: { vi: 'Lòng tự trọng', en: 'Self-esteem' },
      multiplier: 1,
      bands: [
        { key: 'low', label: { vi: 'Thấp', en: 'Low' }, min: 0, max: 14, followUp: true },
        { key: 'normal', label: { vi: 'Bình thường', en: 'Normal range' }, min: 15, max: 25, followUp: false },
        { key: 'high', label: { vi: 'Cao', en: 'High' }, min: 26, max: null, followUp: false },
      ],
    },
  ],
  questions: items.map(([vi, en, reverse], i) => ({
    key: `q${i + 1}`,
    group: 'selfEsteem',
    text: { vi, en },
    reverse,
  })),
};

export const rosenberg: SeedInstrument = {
  ma: 'RSES',
  ten: 'Thang đo lòng tự trọng Rosenberg',
  tenEn: 'Rosenberg Self-Esteem Scale',
  moTa: 'Mười câu, năm câu tính điểm đảo (2, 5, 6, 8, 9); tổng 0–30, dưới 15 là lòng tự trọng thấp.',
  nguoiTraLoi: 'HocSinh',
  nguon:
    'Rosenberg, M. (1965). Society and the Adolescent Self-Image. Princeton, NJ: Princeton University Press. Vietnamese wording: the portal’s working translation.',
  giayPhep:
    'Free to use for education and research without explicit permission (Morris Rosenberg Foundation, Department of Sociology, University of Maryland); electronic use allowed.',
  dinhNghia: rosenbergDefinition,
};
