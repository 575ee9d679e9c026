import { IMAGE_PREPARATION } from '../../../core/constants';
import { AVATAR_TARGET, BANNER_TARGET, planImage, renamedForType } from '../../../core/rules/imagePlan';

describe('planImage: an avatar is the centred square, at most AVATAR_MAX_PX', () => {
  it.each([
    ['a landscape photo', { width: 4000, height: 3000 }, { x: 500, y: 0, width: 3000, height: 3000 }, 400],
    ['a portrait photo', { width: 3000, height: 4000 }, { x: 0, y: 500, width: 3000, height: 3000 }, 400],
    ['a square photo', { width: 800, height: 800 }, { x: 0, y: 0, width: 800, height: 800 }, 400],
    ['exactly the limit', { width: 400, height: 400 }, { x: 0, y: 0, width: 400, height: 400 }, 400],
    ['a small picture is not enlarged', { width: 120, height: 90 }, { x: 15, y: 0, width: 90, height: 90 }, 90],
    ['an odd margin rounds down', { width: 401, height: 200 }, { x: 100, y: 0, width: 200, height: 200 }, 200],
    ['one pixel', { width: 1, height: 1 }, { x: 0, y: 0, width: 1, height: 1 }, 1],
  ])('%s', (_label, source, crop, side) => {
    expect(planImage(source, AVATAR_TARGET)).toEqual({ crop, output: { width: side, height: side } });
  });

  it('takes its limit from core/constants', () => {
    expect(AVATAR_TARGET).toEqual({ fit: 'square', maxPx: IMAGE_PREPARATION.AVATAR_MAX_PX });
    expect(IMAGE_PREPARATION.AVATAR_MAX_PX).toBe(400);
  });
});

describe('planImage: a banner keeps its proportions, at most BANNER_MAX_WIDTH_PX wide', () => {
  it.each([
    ['a wide photo', { width: 4000, height: 1000 }, { width: 1600, height: 400 }],
    ['a 3:1 banner at 3600 px', { width: 3600, height: 1200 }, { width: 1600, height: 533 }],
    ['a tall picture', { width: 2000, height: 3000 }, { width: 1600, height: 2400 }],
    ['exactly the limit', { width: 1600, height: 400 }, { width: 1600, height: 400 }],
    ['a narrow picture is not enlarged', { width: 48, height: 16 }, { width: 48, height: 16 }],
    ['a thin strip keeps at least 1 px', { width: 16000, height: 3 }, { width: 1600, height: 1 }],
  ])('%s', (_label, source, output) => {
    expect(planImage(source, BANNER_TARGET)).toEqual({ crop: { x: 0, y: 0, ...source }, output });
  });

  it('takes its limit from core/constants', () => {
    expect(BANNER_TARGET).toEqual({ fit: 'width', maxWidth: IMAGE_PREPARATION.BANNER_MAX_WIDTH_PX });
    expect(IMAGE_PREPARATION.BANNER_MAX_WIDTH_PX).toBe(1600);
  });
});

describe('renamedForType', () => {
  it.each([
    ['me.png', 'image/webp', 'me.webp'],
    ['首頁 banner.JPG', 'image/webp', '首頁 banner.webp'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpg'],
    ['no-extension', 'image/webp', 'no-extension.webp'],
    ['.png', 'image/jpeg', 'image.jpg'],
    ['dir.v2/pic', 'image/webp', 'dir.v2/pic.webp'],
  ])('%s as %s → %s', (name, type, out) => expect(renamedForType(name, type)).toBe(out));
});
