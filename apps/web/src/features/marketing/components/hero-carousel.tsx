import { brand } from "@larkspur/shared/brand";
import { BusinessArt } from "./business-art";
import { Carousel } from "./carousel";
import { HeroSlide } from "./hero-slide";
import { SendMoneyArt } from "./send-money-art";

const art = [<SendMoneyArt key="send" />, <BusinessArt key="business" />];

export function HeroCarousel() {
  const slides = brand.heroSlides.map((slide, index) => (
    <HeroSlide key={slide.title} slide={slide} art={art[index]} />
  ));
  return <Carousel label="Highlights" slides={slides} delay={6000} tone="dark" />;
}
