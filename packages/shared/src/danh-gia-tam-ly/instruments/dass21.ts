import type { TamLyBand, TamLyDefinition } from '../instrument';
import type { SeedInstrument } from './seed-instrument';

/**
 * DASS-21, the short Depression Anxiety Stress Scales: 21 items, each 0–3 for the past week; each subscale's sum is
 * doubled to compare with the DASS-42 norms, and the published severity bands apply to the doubled score
 * (Lovibond & Lovibond, 1995, Manual for the DASS, 2nd ed.). Stress 1, 6, 8, 11, 12, 14, 18; anxiety 2, 4, 7, 9, 15,
 * 19, 20; depression 3, 5, 10, 13, 16, 17, 21.
 */
const band = (key: string, vi: string, en: string, min: number, max: number | null, followUp = false): TamLyBand => ({
  key,
  label: { vi, en },
  min,
  max,
  followUp,
});
const severity = (edges: [number, number, number, number]): TamLyBand[] => [
  band('normal', 'Bình thường', 'Normal', 0, edges[0] - 1),
  band('mild', 'Nhẹ', 'Mild', edges[0], edges[1] - 1),
  band('moderate', 'Vừa', 'Moderate', edges[1], edges[2] - 1),
  band('severe', 'Nặng', 'Severe', edges[2], edges[3] - 1, true),
  band('extremelySevere', 'Rất nặng', 'Extremely severe', edges[3], null, true),
];

const items: [string, 'S' | 'A' | 'D', string, string][] = [
  ['1', 'S', 'Tôi thấy khó mà thoải mái được', 'I found it hard to wind down'],
  ['2', 'A', 'Tôi bị khô miệng', 'I was aware of dryness of my mouth'],
  [
    '3',
    'D',
    'Tôi không thấy có chút cảm xúc tích cực nào',
    "I couldn't seem to experience any positive feeling at all",
  ],
  [
    '4',
    'A',
    'Tôi bị rối loạn nhịp thở (thở gấp, khó thở dù chẳng làm việc gì nặng)',
    'I experienced breathing difficulty (e.g. excessively rapid breathing, breathlessness in the absence of physical exertion)',
  ],
  ['5', 'D', 'Tôi thấy khó bắt tay vào công việc', 'I found it difficult to work up the initiative to do things'],
  ['6', 'S', 'Tôi đã phản ứng thái quá khi có những sự việc xảy ra', 'I tended to over-react to situations'],
  ['7', 'A', 'Tôi bị run (ví dụ: run tay)', 'I experienced trembling (e.g. in the hands)'],
  ['8', 'S', 'Tôi thấy mình đang suy nghĩ quá nhiều', 'I felt that I was using a lot of nervous energy'],
  [
    '9',
    'A',
    'Tôi lo lắng về những tình huống có thể làm tôi hoảng sợ hoặc biến tôi thành trò cười',
    'I was worried about situations in which I might panic and make a fool of myself',
  ],
  ['10', 'D', 'Tôi thấy mình chẳng có gì để mong đợi cả', 'I felt that I had nothing to look forward to'],
  ['11', 'S', 'Tôi thấy bản thân dễ bị kích động', 'I found myself getting agitated'],
  ['12', 'S', 'Tôi thấy khó thư giãn được', 'I found it difficult to relax'],
  ['13', 'D', 'Tôi cảm thấy chán nản, thất vọng', 'I felt down-hearted and blue'],
  [
    '14',
    'S',
    'Tôi không chấp nhận được việc có cái gì đó xen vào cản trở việc tôi đang làm',
    'I was intolerant of anything that kept me from getting on with what I was doing',
  ],
  ['15', 'A', 'Tôi thấy mình gần như hoảng loạn', 'I felt I was close to panic'],
  ['16', 'D', 'Tôi không thấy hăng hái với bất kỳ việc gì nữa', 'I was unable to become enthusiastic about anything'],
  ['17', 'D', 'Tôi cảm thấy mình chẳng đáng làm người', "I felt I wasn't worth much as a person"],
  ['18', 'S', 'Tôi thấy mình khá dễ phật ý, tự ái', 'I felt that I was rather touchy'],
  [
    '19',
    'A',
    'Tôi nghe thấy rõ tiếng nhịp tim dù chẳng làm việc gì (ví dụ: tim đập nhanh, hụt nhịp)',
    'I was aware of the action of my heart in the absence of physical exertion (e.g. sense of heart rate increase, heart missing a beat)',
  ],
  ['20', 'A', 'Tôi hay sợ vô cớ', 'I felt scared without any good reason'],
  ['21', 'D', 'Tôi thấy cuộc sống vô nghĩa', 'I felt that life was meaningless'],
];
const group = { S: 'stress', A: 'anxiety', D: 'depression' } as const;

export const dass21Definition: TamLyDefinition = {
  instructions: {
    vi: 'Hãy đọc mỗi câu và chọn mức độ câu đó đúng với em trong TUẦN VỪA QUA. Không có câu trả lời đúng hay sai; đừng dừng quá lâu ở câu nào.',
    en: 'Please read each statement and choose how much it applied to you OVER THE PAST WEEK. There are no right or wrong answers; do not spend too much time on any statement.',
  },
  options: [
    { label: { vi: 'Không đúng với tôi chút nào cả', en: 'Did not apply to me at all' }, score: 0 },
    {
      label: {
        vi: 'Đúng với tôi phần nào, hoặc thỉnh thoảng mới đúng',
        en: 'Applied to me to some degree, or some of the time',
      },
      score: 1,
    },
    {
      label: {
        vi: 'Đúng với tôi phần nhiều, hoặc phần lớn thời gian là đúng',
        en: 'Applied to me to a considerable degree, or a good part of the time',
      },
      score: 2,
    },
    {
      label: {
        vi: 'Hoàn toàn đúng với tôi, hoặc hầu hết thời gian là đúng',
        en: 'Applied to me very much, or most of the time',
      },
      score: 3,
    },
  ],
  groups: [
    {
      key: 'depression',
      title: { vi: 'Trầm cảm', en: 'Depression' },
      multiplier: 2,
      bands: severity([10, 14, 21, 28]),
    },
    { key: 'anxiety', title: { vi: 'Lo âu', en: 'Anxiety' }, multiplier: 2, bands: severity([8, 10, 15, 20]) },
    {
      key: 'stress',
      title: { vi: 'Căng thẳng (stress)', en: 'Stress' },
      multiplier: 2,
      bands: severity([15, 19, 26, 34]),
    },
  ],
  questions: items.map(([key, g, vi, en]) => ({ key: `q${key}`, group: group[g], text: { vi, en }, reverse: false })),
};

export const dass21: SeedInstrument = {
  ma: 'DASS-21',
  ten: 'Thang đo Trầm cảm – Lo âu – Căng thẳng (DASS-21)',
  tenEn: 'Depression Anxiety Stress Scales, short form (DASS-21)',
  moTa: 'Sàng lọc ba triệu chứng trong tuần vừa qua; điểm mỗi thang con = tổng × 2. Là công cụ sàng lọc, không phải chẩn đoán.',
  nguoiTraLoi: 'HocSinh',
  nguon:
    'Lovibond, S.H. & Lovibond, P.F. (1995). Manual for the Depression Anxiety Stress Scales (2nd ed.). Sydney: Psychology Foundation. https://www2.psy.unsw.edu.au/dass/ — Vietnamese wording: the portal’s working translation; the validated Vietnamese DASS-21 is Tran, Tran & Fisher (2013), BMC Psychiatry 13:24.',
  giayPhep:
    'Public domain: "The DASS questionnaire is in the public domain, and so permission is not needed to use it" (Psychology Foundation of Australia, DASS FAQ); electronic administration allowed.',
  dinhNghia: dass21Definition,
};
