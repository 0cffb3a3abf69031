export { Testimonial, testimonialAlignments, testimonialVariants } from "./Testimonial";
export type { TestimonialAlignment, TestimonialAvatar, TestimonialProps } from "./Testimonial";
