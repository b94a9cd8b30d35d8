export { currentPriceBook, type PriceBookAnswer } from './price-book-store';
export { priceBookRouter } from './price-book-router';
