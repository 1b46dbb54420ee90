// '@vigia/api-client' as the reports tests see it: each function a screen calls is a jest.fn() the
// test stubs; ApiError is told by its status, as the real isApiError does. Each test file mocks the
// module with this one (jest.mock applies to the file that calls it).
export const getCompliance = jest.fn();
export const listObservations = jest.fn();
export const listStandards = jest.fn();
export const createStandard = jest.fn();
export const getClassificationChoices = jest.fn();
export const listAttachments = jest.fn();
export const uploadAttachment = jest.fn();
export const fetchAttachmentBlob = jest.fn();
export const openObservation = jest.fn();
export const replyToObservation = jest.fn();
export const resolveObservation = jest.fn();
export const downloadCompliance = jest.fn();
export const downloadReportFile = jest.fn();
export const isApiError = (e: unknown) => typeof (e as { status?: unknown })?.status === 'number';
