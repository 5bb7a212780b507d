// MVP voting on the match detail (spec 2 §2, §4), drawn without antd; its vote dialog and celebration load antd when
// they open (issue 22).
export { MvpSectionBody as MvpSection, wasCelebrated } from './MvpSectionBody';
