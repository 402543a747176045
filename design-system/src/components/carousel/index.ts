export { Carousel, type CarouselProps, type CarouselVisible } from './carousel';
