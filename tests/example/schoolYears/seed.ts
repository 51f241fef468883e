/** The demo API's school years: the five last ones, the latest current. */
export const schoolYearSeed = () =>
  [2021, 2022, 2023, 2024, 2025].map((year, index) => ({
    schoolYear_id: index + 1,
    schoolYear_label: `${year}-${year + 1}`,
    schoolYear_start: `${year}-09-08`,
    schoolYear_end: `${year + 1}-06-26`,
    schoolYear_current: year === 2025,
  }));
