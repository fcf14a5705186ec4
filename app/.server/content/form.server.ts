/**
 * The posted form, or an empty one when the body is not a form (JSON, garbage):
 * the form's schema then answers with its 400 instead of the action failing.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
