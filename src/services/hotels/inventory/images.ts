import type { HotelImage } from '../../../shared/contracts/hotel';
import type { PropertyType } from './types';

/** Original SVG art in public/images/hotels/, described for people who cannot see it. */
const ART = '/images/hotels';

const EXTERIORS: Record<PropertyType, string> = {
  Hotel: 'exterior-tower.svg',
  'Boutique hotel': 'exterior-boutique.svg',
  Resort: 'exterior-resort.svg',
  'Serviced apartments': 'exterior-apartments.svg',
  'Airport hotel': 'exterior-airport.svg',
};

const EXTERIOR_ALT: Record<PropertyType, string> = {
  Hotel: 'tower with rows of lit windows and a canopied entrance',
  'Boutique hotel': 'low brick building with arched windows and a striped awning',
  Resort: 'low-rise wings around a palm-lined pool',
  'Serviced apartments': 'apartment block with balconies on every floor',
  'Airport hotel': 'glass-fronted building with a plane passing overhead',
};

/**
 * Palms grow where winters are mild: beyond 35° of latitude (Melbourne, Tokyo, London) a resort is
 * drawn in a garden of broad-leafed trees instead (issue 25, defect 8: a palm-lined picture for a
 * property in central Tokyo).
 */
const PALM_LATITUDE = 35;

export function exteriorImage(name: string, type: PropertyType, latitude: number): HotelImage {
  if (type === 'Resort' && Math.abs(latitude) > PALM_LATITUDE)
    return {
      src: `${ART}/exterior-resort-garden.svg`,
      alt: `Illustration of ${name}: low-rise wings around a pool in a garden of broad-leafed trees`,
    };
  return { src: `${ART}/${EXTERIORS[type]}`, alt: `Illustration of ${name}: ${EXTERIOR_ALT[type]}` };
}

export function featureImages(name: string, features: { pool: boolean; restaurant: boolean }): HotelImage[] {
  const images: HotelImage[] = [
    {
      src: `${ART}/lobby.svg`,
      alt: `Illustration of the lobby of ${name}, with a reception desk and armchairs`,
    },
  ];
  if (features.pool)
    images.push({
      src: `${ART}/pool.svg`,
      alt: `Illustration of the swimming pool at ${name}, with sun loungers`,
    });
  if (features.restaurant)
    images.push({
      src: `${ART}/restaurant.svg`,
      alt: `Illustration of the restaurant at ${name}, with set tables by tall windows`,
    });
  return images;
}

const ROOM_ART: Record<string, { file: string; alt: string }> = {
  king: { file: 'room-king.svg', alt: 'a king bed with bedside lamps' },
  queen: { file: 'room-king.svg', alt: 'a queen bed with bedside lamps' },
  twin: { file: 'room-twin.svg', alt: 'two single beds side by side' },
  family: { file: 'room-family.svg', alt: 'a queen bed and two single beds' },
  suite: { file: 'room-suite.svg', alt: 'a bedroom opening onto a lounge with a sofa' },
};

export function roomImage(roomName: string, art: keyof typeof ROOM_ART): HotelImage {
  const { file, alt } = ROOM_ART[art]!;
  return { src: `${ART}/${file}`, alt: `Illustration of the ${roomName}: ${alt}` };
}
