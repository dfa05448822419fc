import { describe, expect, it } from 'vitest';
import { HOTEL_AMENITY_CODES } from '../../../shared/contracts/hotel';
import { greatCircleKm } from '../../../shared/places/great-circle';
import { allotmentFor, FULL_ALLOTMENT_DAYS } from './allotment';
import { cityOf, hotelCities } from './places';
import { propertiesOf, propertyById } from './properties';
import { roomOffersFor } from './stay-offers';

describe('generated inventory', () => {
  it('covers every destination with 20-120 properties, more for bigger places', () => {
    const cities = [...hotelCities().values()];
    expect(cities.length).toBeGreaterThan(400);
    for (const city of cities) {
      expect(city.propertyCount).toBeGreaterThanOrEqual(20);
      expect(city.propertyCount).toBeLessThanOrEqual(120);
    }
    expect(cityOf('SYD')!.propertyCount).toBeGreaterThan(cityOf('ABM')!.propertyCount);
  });

  it.each(['MEL', 'SYD', 'LON', 'ASP'])('builds plausible, unique properties for %s', (code) => {
    const city = cityOf(code)!;
    const properties = propertiesOf(code);
    expect(properties).toHaveLength(city.propertyCount);
    expect(new Set(properties.map((p) => p.name)).size).toBe(properties.length);
    for (const property of properties) {
      expect(property.propertyId).toMatch(new RegExp(`^htl_${code}_\\d{3}$`));
      expect([3, 4, 5]).toContain(property.starRating);
      expect(property.reviewScore).toBeGreaterThan(6);
      expect(property.reviewScore).toBeLessThanOrEqual(10);
      expect(property.distanceFromCentreKm).toBeCloseTo(
        greatCircleKm(city, { lat: property.latitude, lon: property.longitude }),
        0,
      );
      expect(property.amenities.every((a) => HOTEL_AMENITY_CODES.includes(a))).toBe(true);
      expect(property.rooms.length).toBeGreaterThanOrEqual(2);
      expect(property.rooms.length).toBeLessThanOrEqual(5);
      expect(property.description.join(' ')).not.toMatch(/lorem|\{|undefined/i);
      expect(property.images[0]!.alt).toContain(property.name);
      expect(property.timeZone).toBe(city.timeZone);
    }
    expect(properties.some((p) => p.propertyType === 'Airport hotel' && p.distanceFromAirportKm < 2)).toBe(
      true,
    );
  });

  it('is deterministic: the same id gives the same property', () => {
    const property = propertyById('htl_MEL_014')!;
    expect(JSON.parse(JSON.stringify(property))).toEqual(JSON.parse(JSON.stringify(propertiesOf('MEL')[13])));
    expect(propertyById('htl_MEL_999')).toBeUndefined();
    expect(propertyById('htl_ZZZ_001')).toBeUndefined();
  });

  it('shrinks the allotment as the night nears and has none for past nights', () => {
    const property = propertyById('htl_SYD_002')!;
    const room = property.rooms[0]!;
    const far = allotmentFor(property, room, '2027-06-01', new Date('2026-11-21T00:00:00Z'));
    const near = allotmentFor(property, room, '2027-06-01', new Date('2027-05-31T00:00:00Z'));
    expect(far).toBe(room.roomCount);
    expect(near).toBeLessThan(far);
    expect(allotmentFor(property, room, '2026-11-20', new Date('2026-11-21T00:00:00Z'))).toBe(0);
    expect(FULL_ALLOTMENT_DAYS).toBeGreaterThan(30);
  });

  it('offers only rooms that fit the party and have a room every night', () => {
    const property = propertyById('htl_MEL_003')!;
    const stay = {
      checkInDate: '2026-12-14',
      checkOutDate: '2026-12-16',
      adults: 2,
      children: 0,
      now: new Date('2026-11-21T00:00:00Z'),
      sold: new Map<string, number>(),
    };
    const rooms = roomOffersFor(property, stay);
    expect(rooms.length).toBe(property.rooms.length);
    expect(rooms[0]!.rates.map((rate) => rate.rateId).sort()).toEqual([
      'rm1-BB-FLEX',
      'rm1-BB-NRF',
      'rm1-RO-FLEX',
      'rm1-RO-NRF',
    ]);
    const crowd = roomOffersFor(property, { ...stay, adults: 6, children: 2 });
    expect(crowd.every((room) => room.maxOccupancy >= 8)).toBe(true);
    const first = property.rooms[0]!;
    const full = new Map([[`${property.propertyId}|${first.roomTypeId}|2026-12-15`, first.roomCount]]);
    expect(
      roomOffersFor(property, { ...stay, sold: full }).some((room) => room.roomTypeId === first.roomTypeId),
    ).toBe(false);
  });
});
