// Administration's screens in a test render as any screen does: the shared helpers in src/test.
export { acmeMain, fakeGateway, refused, renderScreen, type FakeAnswer, type FakeRequest } from '../../../test/render-screen';
