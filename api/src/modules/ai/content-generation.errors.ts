/** Over the per-user pace of text generation (unlimited per month, 002 §2, but not per second). */
export const tooManyTextRequests = (minutes: number) =>
  `You are generating text very quickly. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
