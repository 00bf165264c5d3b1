import { serviceShopRoute } from './service-shop-page';

export const { loader, Component, Loading } = serviceShopRoute('bankcode');
