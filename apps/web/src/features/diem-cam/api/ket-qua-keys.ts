/** Query keys of the Cambridge results (feature diem-cam): every key starts with the feature name. */
export const diemCamKetQuaKeys = {
  all: ['diem-cam', 'ket-qua'] as const,
  classes: (query: object) => [...diemCamKetQuaKeys.all, 'classes', query] as const,
  results: (id: number) => [...diemCamKetQuaKeys.all, 'results', id] as const,
  settings: (id: number) => [...diemCamKetQuaKeys.all, 'settings', id] as const,
  analysis: (id: number) => [...diemCamKetQuaKeys.all, 'analysis', id] as const,
};
