import { Testimonial } from "@workcraft/design-system";
import { blockViewOf, type BlockViewProps } from "../blockView";

/** The Testimonial block (a quote has no heading of its own). */
export function TestimonialBlock({ props }: BlockViewProps<"Testimonial">) {
  return <Testimonial {...props} />;
}

export default blockViewOf("Testimonial", TestimonialBlock);
