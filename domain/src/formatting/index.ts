export { formatCount, type CountFormat } from "./formatCount";
export { formatMoney, type MoneyFormat } from "./formatMoney";
