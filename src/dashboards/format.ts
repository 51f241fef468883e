export { csvPercent, formatCount, formatPercent, ratio } from '../common/numbers';
