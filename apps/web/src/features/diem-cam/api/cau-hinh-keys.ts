/**
 * Query keys of diem-cam's configuration screens (subjects, exams, conversion scales): every key starts with the
 * feature name, so invalidating `['diem-cam']` refreshes every DiemCam query.
 */
export const diemCamCauHinhKeys = {
  all: ['diem-cam'] as const,
  subjects: (query: object) => [...diemCamCauHinhKeys.all, 'subjects', query] as const,
  exams: (query: object) => [...diemCamCauHinhKeys.all, 'exams', query] as const,
  classOptions: (query: object) => [...diemCamCauHinhKeys.all, 'class-options', query] as const,
  scales: (query: object) => [...diemCamCauHinhKeys.all, 'scales', query] as const,
  scaleVersions: (id: number) => [...diemCamCauHinhKeys.all, 'scale-versions', id] as const,
  scopeOptions: () => [...diemCamCauHinhKeys.all, 'scope-options'] as const,
};
