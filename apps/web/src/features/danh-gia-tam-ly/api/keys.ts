/** Query keys of the danh-gia-tam-ly feature: one factory, every key starts with the feature name. */
export const danhGiaTamLyKeys = {
  all: ['danh-gia-tam-ly'] as const,
  instruments: (query: object) => [...danhGiaTamLyKeys.all, 'instruments', query] as const,
  instrument: (id: number) => [...danhGiaTamLyKeys.all, 'instrument', id] as const,
  campaigns: (query: object) => [...danhGiaTamLyKeys.all, 'campaigns', query] as const,
  results: (query: object) => [...danhGiaTamLyKeys.all, 'results', query] as const,
  mine: () => [...danhGiaTamLyKeys.all, 'mine'] as const,
  mySheet: (dotId: number) => [...danhGiaTamLyKeys.mine(), dotId] as const,
  about: () => [...danhGiaTamLyKeys.all, 'about'] as const,
  aboutSheet: (dotId: number, hocSinhId: number) => [...danhGiaTamLyKeys.about(), dotId, hocSinhId] as const,
};
