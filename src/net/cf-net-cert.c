/* cf-net-cert.c: the host's certificate, its fingerprint and the seat code
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <gnutls/gnutls.h>
#include <gnutls/x509.h>

#include "casefile-core.h"
#include "cf-net-cert.h"

/*
 * A host makes a new key and a self-signed certificate for each game. The
 * invitation carries the certificate's SHA-256 fingerprint in its link, and
 * the code read out carries the fingerprint's first 20 bits (the pin): a
 * joiner who typed the whole code talks only to a host whose certificate
 * matches it. The code's first part is the secret that takes a seat.
 *
 *   K7QX9-3F9A    secret K7QX9 (25 bits), pin 3F9A
 */

static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

static gboolean
gnutls_failed (int result, const char *what, GError **error)
{
  if (result >= 0)
    return FALSE;
  g_set_error (error, CF_ERROR, CF_ERROR_INVALID,
               /* Translators: %1$s is a step ("key"), %2$s the TLS library's reason */
               _("Cannot make the game’s certificate (%1$s): %2$s"), what,
               gnutls_strerror (result));
  return TRUE;
}

/**
 * cf_net_cert_new_self_signed:
 * @name: the certificate's common name
 *
 * Makes a new ECDSA P-256 key and a certificate for it, valid for a year.
 *
 * Returns: (transfer full) (nullable): the certificate with its key
 */
GTlsCertificate *
cf_net_cert_new_self_signed (const char *name, GError **error)
{
  gnutls_x509_privkey_t key = NULL;
  gnutls_x509_crt_t     crt = NULL;
  gnutls_datum_t        key_pem = { 0 }, crt_pem = { 0 };
  GTlsCertificate      *certificate = NULL;
  guint8                serial[16];
  time_t                now = time (NULL);

  for (guint i = 0; i < sizeof serial; i++)
    serial[i] = g_random_int_range (0, 256);
  serial[0] &= 0x7f; /* a positive serial number */

  if (gnutls_failed (gnutls_x509_privkey_init (&key), "key", error) ||
      gnutls_failed (
          gnutls_x509_privkey_generate (key, GNUTLS_PK_ECDSA,
                                        GNUTLS_CURVE_TO_BITS (GNUTLS_ECC_CURVE_SECP256R1), 0),
          "key", error) ||
      gnutls_failed (gnutls_x509_crt_init (&crt), "certificate", error) ||
      gnutls_failed (gnutls_x509_crt_set_version (crt, 3), "certificate", error) ||
      gnutls_failed (gnutls_x509_crt_set_serial (crt, serial, sizeof serial), "serial", error) ||
      gnutls_failed (gnutls_x509_crt_set_activation_time (crt, now - 3600), "dates", error) ||
      gnutls_failed (gnutls_x509_crt_set_expiration_time (crt, now + 366 * 24 * 3600), "dates",
                     error) ||
      gnutls_failed (
          gnutls_x509_crt_set_dn_by_oid (crt, GNUTLS_OID_X520_COMMON_NAME, 0, name, strlen (name)),
          "name", error) ||
      gnutls_failed (gnutls_x509_crt_set_key (crt, key), "certificate", error) ||
      gnutls_failed (gnutls_x509_crt_sign2 (crt, crt, key, GNUTLS_DIG_SHA256, 0), "signature",
                     error) ||
      gnutls_failed (gnutls_x509_crt_export2 (crt, GNUTLS_X509_FMT_PEM, &crt_pem), "export",
                     error) ||
      gnutls_failed (gnutls_x509_privkey_export2 (key, GNUTLS_X509_FMT_PEM, &key_pem), "export",
                     error))
    goto out;

  {
    g_autofree char *pem = g_strdup_printf ("%.*s%.*s", (int)crt_pem.size, crt_pem.data,
                                            (int)key_pem.size, key_pem.data);
    certificate = g_tls_certificate_new_from_pem (pem, -1, error);
  }

out:
  gnutls_free (crt_pem.data);
  gnutls_free (key_pem.data);
  if (crt != NULL)
    gnutls_x509_crt_deinit (crt);
  if (key != NULL)
    gnutls_x509_privkey_deinit (key);
  return certificate;
}

/**
 * cf_net_cert_fingerprint:
 *
 * Returns: (transfer full): the SHA-256 of @certificate's DER form, in
 *   lower-case hexadecimal
 */
char *
cf_net_cert_fingerprint (GTlsCertificate *certificate)
{
  g_autoptr(GByteArray) der = NULL;

  g_return_val_if_fail (G_IS_TLS_CERTIFICATE (certificate), NULL);
  g_object_get (certificate, "certificate", &der, NULL);
  if (der == NULL)
    return NULL;
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, der->data, der->len);
}

/**
 * cf_net_pin_from_fingerprint:
 *
 * Returns: (transfer full): the first 20 bits of @fingerprint (hexadecimal)
 *   in four characters of the code's alphabet
 */
char *
cf_net_pin_from_fingerprint (const char *fingerprint)
{
  char    pin[CF_NET_PIN_LENGTH + 1] = { 0 };
  guint32 bits;

  g_return_val_if_fail (fingerprint != NULL && strlen (fingerprint) >= 5, NULL);
  bits = (guint32)g_ascii_strtoull ((char[6]){ fingerprint[0], fingerprint[1], fingerprint[2],
                                               fingerprint[3], fingerprint[4], 0 },
                                    NULL, 16);
  for (int i = CF_NET_PIN_LENGTH - 1; i >= 0; i--, bits >>= 5)
    pin[i] = alphabet[bits & 31];
  return g_strdup (pin);
}

/**
 * cf_net_secret_new:
 *
 * Returns: (transfer full): a new random secret for taking a seat
 */
char *
cf_net_secret_new (void)
{
  char secret[CF_NET_SECRET_LENGTH + 1] = { 0 };

  for (guint i = 0; i < CF_NET_SECRET_LENGTH; i++)
    secret[i] = alphabet[g_random_int_range (0, 32)];
  return g_strdup (secret);
}

/**
 * cf_net_code_normalize:
 * @typed: a code as a person typed it
 *
 * Upper case, without spaces; the letters Crockford's alphabet leaves out
 * read as what they look like (I and L as 1, O as 0). The dash stays.
 *
 * Returns: (transfer full) (nullable): the code, or %NULL if it holds a
 *   character no code has
 */
char *
cf_net_code_normalize (const char *typed)
{
  g_autoptr(GString) code = g_string_new (NULL);

  for (const char *p = typed; *p != '\0'; p++)
    {
      char c = g_ascii_toupper (*p);

      if (c == ' ')
        continue;
      if (c == 'I' || c == 'L')
        c = '1';
      else if (c == 'O')
        c = '0';
      if (c != '-' && strchr (alphabet, c) == NULL)
        return NULL;
      if (code->len >= 32)
        return NULL;
      g_string_append_c (code, c);
    }
  return g_string_free (g_steal_pointer (&code), FALSE);
}

/**
 * cf_net_secret_normalize:
 * @typed: a secret as given (`--code`, a saved game)
 *
 * Returns: (transfer full) (nullable): the secret in its normal form, or
 *   %NULL unless it is 1 to 16 characters of the code's alphabet
 */
char *
cf_net_secret_normalize (const char *typed)
{
  g_autofree char *normal = cf_net_code_normalize (typed);

  if (normal == NULL || *normal == '\0' || strchr (normal, '-') != NULL || strlen (normal) > 16)
    return NULL;
  return g_steal_pointer (&normal);
}

/**
 * cf_net_code_split:
 * @code: a normalized code: SECRET or SECRET-PIN
 * @secret: (out): the secret
 * @pin: (out) (nullable): the pin, or %NULL when the code has none
 *
 * Returns: %FALSE if @code is not of that form
 */
gboolean
cf_net_code_split (const char *code, char **secret, char **pin)
{
  const char *dash = strchr (code, '-');
  gsize       secret_length = dash != NULL ? (gsize)(dash - code) : strlen (code);

  if (secret_length == 0 || secret_length > 16 ||
      (dash != NULL && strlen (dash + 1) != CF_NET_PIN_LENGTH) ||
      (dash != NULL && strchr (dash + 1, '-') != NULL))
    return FALSE;
  *secret = g_strndup (code, secret_length);
  *pin = dash != NULL ? g_strdup (dash + 1) : NULL;
  return TRUE;
}
