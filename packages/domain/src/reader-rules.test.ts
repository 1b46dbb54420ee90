import { driverSentTo, mayBackdateMilestones, mayReadComment, readsInternalComments, recordableMilestones } from './reader-rules';

describe('who reads INTERNAL comments', () => {
  it('the control room, INSPECTOR included; a DRIVER only public ones and their own', () => {
    expect(['OPERATOR', 'SUPERVISOR', 'INSPECTOR', 'ADMIN'].every(readsInternalComments)).toBe(true);
    expect(readsInternalComments('DRIVER')).toBe(false);
    const driver = { id: 'd1', role: 'DRIVER' };
    expect(mayReadComment(driver, { visibility: 'PUBLIC', authorId: 'op' })).toBe(true);
    expect(mayReadComment(driver, { visibility: 'INTERNAL', authorId: 'op' })).toBe(false);
    expect(mayReadComment(driver, { visibility: 'INTERNAL', authorId: 'd1' })).toBe(true);
    expect(mayReadComment({ id: 'i1', role: 'INSPECTOR' }, { visibility: 'INTERNAL', authorId: 'op' })).toBe(true);
  });
});

describe('who records which milestone', () => {
  it('a DRIVER only ON_SCENE, at the current time, on an event they reported or were sent to', () => {
    expect(recordableMilestones('DRIVER')).toEqual(['ON_SCENE']);
    expect(mayBackdateMilestones('DRIVER')).toBe(false);
    expect(driverSentTo({ id: 'd1' }, { createdById: 'd1', assignedToId: null })).toBe(true);
    expect(driverSentTo({ id: 'd1' }, { createdById: 'x', assignedToId: 'd1' })).toBe(true);
    expect(driverSentTo({ id: 'd1' }, { createdById: 'x', assignedToId: null })).toBe(false);
  });

  it('the control room records and corrects every one; an INSPECTOR none', () => {
    for (const role of ['OPERATOR', 'SUPERVISOR', 'ADMIN']) {
      expect(recordableMilestones(role)).toEqual(['VERIFIED', 'DISPATCHED', 'ON_SCENE', 'LANES_OPEN', 'CLEARED']);
      expect(mayBackdateMilestones(role)).toBe(true);
    }
    expect(recordableMilestones('INSPECTOR')).toEqual([]);
    expect(mayBackdateMilestones('INSPECTOR')).toBe(false);
  });
});
