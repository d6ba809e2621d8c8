// The illustration per savings goal type (the spec: "The title and image depend on the bucket
// type"). Each is a small SVG file of its own (src/assets), fetched only when shown (LazyImage),
// never inlined into the bundle.
import { parseBucketType, type BucketType } from '@imali/savings/domain';
import house from '../assets/goal-house.svg';
import car from '../assets/goal-car.svg';
import education from '../assets/goal-education.svg';
import holiday from '../assets/goal-holiday.svg';
import emergency from '../assets/goal-emergency.svg';
import yearEnd from '../assets/goal-year-end.svg';
import retirement from '../assets/goal-retirement.svg';
import health from '../assets/goal-health.svg';
import funeral from '../assets/goal-funeral.svg';
import other from '../assets/goal-other.svg';

export const GOAL_IMAGES: Readonly<Record<BucketType, string>> = {
  HOUSE: house,
  CAR: car,
  EDUCATION: education,
  HOLIDAY: holiday,
  EMERGENCY: emergency,
  YEAR_END: yearEnd,
  RETIREMENT: retirement,
  HEALTH: health,
  FUNERAL: funeral,
  OTHER: other,
};

/** The URL of a goal type's illustration; a type this build does not know gets the custom goal's. */
export function goalImage(type: string): string {
  return GOAL_IMAGES[parseBucketType(type) ?? 'OTHER'];
}
