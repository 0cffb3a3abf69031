export { StatsGrid, statsGridTypes, statsGridVariants } from "./StatsGrid";
export type {
  StatsGridTier,
  StatsGridStat,
  StatsGridProps,
  StatsGridType,
  StatsRecommendation,
} from "./StatsGrid";
