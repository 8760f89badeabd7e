import type { ComponentType } from 'react';
import type { Block } from '../../data/types';
import { AvailableDates } from './AvailableDates';
import { TourCarousel, TravelCarousel } from './Carousels';
import {
  BlogLinks, CallToAction, ConfidenceSteps, Faq, Gallery, NewsletterBlock, RichText, TopFiveThings, TopSellers, TrustRating,
} from './ContentBlocks';
import { HeadingCover } from './HeadingCover';
import { TravelCover } from './TravelCover';
import type { BlockProps } from './types';

/** Block type → component. Unknown types render nothing (a newer CMS must not break the page). */
export const blockComponents: Record<string, ComponentType<BlockProps>> = {
  'heading-cover': HeadingCover,
  'travel-cover': TravelCover,
  gallery: Gallery,
  'rich-text': RichText,
  'travel-carousel': TravelCarousel,
  'tour-carousel': TourCarousel,
  'top-sellers': TopSellers,
  'confidence-steps': ConfidenceSteps,
  'top-5-things': TopFiveThings,
  'blog-links': BlogLinks,
  faq: Faq,
  'trust-rating': TrustRating,
  newsletter: NewsletterBlock,
  'available-dates': AvailableDates,
  'call-to-action': CallToAction,
};

/** Renders a custom page from its ordered blocks. */
export function Composer({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockComponents[block.blockType];
        return Component ? <Component key={block.id} id={block.id} content={block.content} index={index} /> : null;
      })}
    </>
  );
}
