/**
 * The parts of the steps that not every visitor sees, each loaded when it is first shown: the form
 * (once a time is chosen), the states with no time to choose, and moving a booked meeting.
 */
import { lazy } from 'react';

export const BookingForm = lazy(() => import('./BookingForm').then((module) => ({ default: module.BookingForm })));
export const NoFreeTimes = lazy(() => import('./ReachUs').then((module) => ({ default: module.NoFreeTimes })));
export const SlotsNotLoaded = lazy(() => import('./ReachUs').then((module) => ({ default: module.SlotsNotLoaded })));
export const RescheduleStep = lazy(() => import('./RescheduleStep').then((module) => ({ default: module.RescheduleStep })));
