import { useLingui } from "@lingui/react/macro";
import { firstSlide } from "../content/hero";
import { laterSlides } from "../content/later-slides";
import { BusinessArt } from "./business-art";
import { Carousel } from "./carousel";
import { HeroSlide } from "./hero-slide";
import { SendMoneyArt } from "./send-money-art";

const art = [<SendMoneyArt key="send" />, <BusinessArt key="business" />];

export function HeroCarousel() {
  const { t } = useLingui();
  const slides = [firstSlide, ...laterSlides].map((slide, index) => (
    <HeroSlide key={slide.title.id} slide={slide} art={art[index]} />
  ));
  return <Carousel label={t`Highlights`} slides={slides} delay={6000} tone="dark" />;
}
