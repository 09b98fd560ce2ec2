/**
 * Generated from the server's OpenAPI document by `npm run api:types` (apps/server/src/openapi/web-api-types.ts);
 * do not edit. A test fails when it no longer matches the routes (docs/decisions/050-one-http-client.md).
 */

export interface paths {
    "/api/account/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the asking account may do beyond reporting (moderate); signed out, nothing */
        get: operations["getApiAccountRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accuracy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per line, how often the next train Riles showed before the train a rider reported leaving came within the ETA Accuracy Benchmark's windows, allowing for riders' late and mistaken reports, over the last 7 Manila service days: the range the reports support, a point once it is at most `point_range` points wide, and the reports it rests on; recomputed at most every 5 minutes */
        get: operations["getApiAccuracy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/account-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get the account info provided by the provider */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                accountId: string;
                                id: string;
                                providerId: string;
                            };
                            data: {
                                [key: string]: unknown;
                            };
                            user: {
                                email?: string | null;
                                emailVerified: boolean;
                                image?: string;
                                name?: string;
                            };
                        };
                    };
                };
                /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/callback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    code?: string;
                    device_id?: string;
                    error?: string;
                    error_description?: string;
                    iss?: string;
                    state?: string;
                    user?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: {
                    code?: string;
                    device_id?: string;
                    error?: string;
                    error_description?: string;
                    iss?: string;
                    state?: string;
                    user?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        code?: string;
                        device_id?: string;
                        error?: string;
                        error_description?: string;
                        iss?: string;
                        state?: string;
                        user?: string;
                    };
                };
            };
            responses: {
                /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description The body is over 16 KB; the connection closes after the answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The body is not declared as application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Change the password of the user */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/delete-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Delete the user */
        post: operations["deleteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/delete-user/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Callback to complete user deletion with verification token */
        get: {
            parameters: {
                query?: {
                    callbackURL?: string;
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description User successfully deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description Confirmation message
                             * @enum {string}
                             */
                            message: "User deleted";
                            /** @description Indicates if the deletion was successful */
                            success: boolean;
                        };
                    };
                };
                /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Displays an error page */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-access-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Get a valid access token, doing a refresh if needed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The Better Auth account ID */
                        accountId: string;
                        /** @description The user ID associated with the account */
                        userId?: string;
                    } | {
                        /**
                         * @description Select the current OAuth account from its signed cookie
                         * @enum {unknown}
                         */
                        useAccountCookie: true;
                        /** @description The user ID associated with the account */
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description A Valid access token */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accessToken?: string;
                            /** Format: date-time */
                            accessTokenExpiresAt?: string;
                            idToken?: string;
                            tokenType?: string;
                        };
                    };
                };
                /** @description Invalid refresh token or provider configuration */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description The body is over 16 KB; the connection closes after the answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The body is not declared as application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get the current session */
        get: operations["getSession"];
        put?: never;
        /** @description Get the current session */
        post: operations["getSessionPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/link-social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Link a social account to the user */
        post: operations["linkSocialAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/list-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description List all accounts linked to the user */
        get: operations["listUserAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/list-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description List all active sessions for the user */
        get: operations["listUserSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/ok": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Check if the API is working */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description API is working */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Indicates if the API is working */
                            ok: boolean;
                        };
                    };
                };
                /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Refresh the access token using a refresh token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The Better Auth account ID */
                        accountId: string;
                        /** @description The user ID associated with the account */
                        userId?: string;
                    } | {
                        /**
                         * @description Select the current OAuth account from its signed cookie
                         * @enum {unknown}
                         */
                        useAccountCookie: true;
                        /** @description The user ID associated with the account */
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description Access token refreshed successfully */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accessToken?: string;
                            /** Format: date-time */
                            accessTokenExpiresAt?: string;
                            idToken?: string;
                            refreshToken?: string;
                            /** Format: date-time */
                            refreshTokenExpiresAt?: string;
                            tokenType?: string;
                        };
                    };
                };
                /** @description Invalid refresh token or provider configuration */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description The body is over 16 KB; the connection closes after the answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The body is not declared as application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Send a password reset email to the user */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Reset the password for a user */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Redirects the user to the callback URL with the token */
        get: operations["resetPasswordCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/revoke-other-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Revoke all other sessions for the user except the current one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Indicates if all other sessions were revoked successfully */
                            status: boolean;
                        };
                    };
                };
                /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description The body is over 16 KB; the connection closes after the answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The body is not declared as application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/revoke-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Revoke a single session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @description The token to revoke */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Indicates if the session was revoked successfully */
                            status: boolean;
                        };
                    };
                };
                /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description The body is over 16 KB; the connection closes after the answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The body is not declared as application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/revoke-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Revoke all sessions for the user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Indicates if all sessions were revoked successfully */
                            status: boolean;
                        };
                    };
                };
                /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description The body is over 16 KB; the connection closes after the answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The body is not declared as application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Send a verification email to the user */
        post: operations["sendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sign in with email and password */
        post: operations["signInEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sign in with a social provider */
        post: operations["socialSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sign out the current user */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sign up a user using email and password */
        post: operations["signUpWithEmailAndPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/unlink-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Unlink an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The Better Auth account ID to unlink */
                        accountId: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status?: boolean;
                        };
                    };
                };
                /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description The body is over 16 KB; the connection closes after the answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The body is not declared as application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/update-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Update the current session */
        post: operations["updateSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/update-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Update the current user */
        post: operations["updateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Verify the email of the user */
        get: {
            parameters: {
                query: {
                    /** @description The URL to redirect to after email verification */
                    callbackURL?: string;
                    /** @description The token to verify the email */
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Indicates if the email was verified successfully */
                            status: boolean;
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Unauthorized. Due to missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Not Found. The requested resource was not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        };
                    };
                };
                /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                        } | components["schemas"]["ApiRefusal"];
                    };
                };
                /** @description The database is not answering */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiRefusal"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Verify the current user's password */
        post: operations["verifyPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crowding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A station's usual crowd per direction, kind of day (weekday, weekend) and Manila hour, with the number of reports of the last 8 weeks it rests on; recomputed at most every 5 minutes */
        get: operations["getApiCrowding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store an in-app bug report */
        post: operations["postApiFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gtfs-rt/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stations and directions where riders report cancelled trains */
        get: operations["getApiGtfsRtAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gtfs-rt/trip-updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trains riders report delayed, with delay and occupancy */
        get: operations["getApiGtfsRtTripUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gtfs/static.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The timetable as a GTFS static feed (docs/open-data.md); ETag and Last-Modified */
        get: operations["getApiGtfsStaticZip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Database round trip: the app's connection check means 'can we read and store reports' */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/journeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Journeys from one station to another, fastest first, with their times and fares
         * @description The ways from `from_station` of `from_line` to `to_station` of `to_line`, leaving `at` (an ISO instant with its offset, from a day before now to 30 days after; now when absent): each ride's line, direction (named by the terminus it runs towards), boarding and alighting station, stops, expected departure and arrival (`basis` live: from riders' sightings through the estimator; timetable: the timetable alone), fare and line mark; the walks between lines with their minutes; the total time and fare for `medium` (beep or single-journey) and `rider` (regular, student, senior, pwd: 50 % from mid-2025). A way that would reach a line after its last train is not offered and `missed` names that train (beside ways still left, only where its way would have been quicker than the quickest left); with no way left that day, `first_next_day` is the next service day's first journey. Rules and fares: docs/product.md (Journeys) and docs/fares.md.
         */
        get: operations["getApiJourneys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lines/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per line, delayed and cancelled reports of the last 30 minutes and the newest report time (a count is 0 until two riders report, or one report is confirmed) */
        get: operations["getApiLinesStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Moderators: reports of the last 24 hours with their accounts, and the audit log */
        get: operations["getApiModeration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reports/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moderators: hide a report (a reason is required); it stops counting */
        post: operations["postApiModerationReportsByIdHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reports/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moderators: suspend the account behind a report for 1, 7 or 30 days; its reports of the last 24 hours stop counting */
        post: operations["postApiModerationReportsByIdSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reports/{id}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moderators: lift a report's hide (a reason is required) */
        post: operations["postApiModerationReportsByIdUnhide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/suspensions/{id}/lift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moderators: lift a suspension in force (a reason is required); its reports count again */
        post: operations["postApiModerationSuspensionsByIdLift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-data/crowding.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every station's usual crowd as CSV (docs/open-data.md): line_id, station_id, direction, day_kind, hour, usual_level (empty below 5 reports), reports */
        get: operations["getApiOpenDataCrowdingCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document: our routes as declared, better-auth's as it describes them */
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a reminder for this device (its push subscription) */
        post: operations["postApiReminders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reminders/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete some of this device's reminders, or (without ids) everything it saved */
        post: operations["postApiRemindersDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reminders/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key, to subscribe to push with */
        get: operations["getApiRemindersKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reminders/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** This device's reminders */
        post: operations["postApiRemindersList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reminders/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause or resume one of this device's reminders */
        post: operations["postApiRemindersPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A station's reports of the last 30 minutes, newest first */
        get: operations["getApiReports"];
        put?: never;
        /** Report a train departure (signed in; 403 accountSuspended with params.until while suspended) */
        post: operations["postApiReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm or dispute another rider's report of the last 30 minutes (signed in; sent again, the vote changes) */
        post: operations["postApiReportsByIdVote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/votes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A report's confirmations and disputes; for a signed-in rider also their vote and whether it is theirs */
        get: operations["getApiReportsByIdVotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: each stored report, as it is stored
         * @description Event `report`, `id:` the report's id, `data:` the report as GET /api/reports answers it (schema ReportRow below). A comment line `: ready` when the stream is subscribed, `: heartbeat` every 25 s. A client that reconnects sends Last-Event-ID and first gets what was stored after that report in the last 30 minutes (nothing when the id is of no report). With `line` and `station` (both or neither), only that station's reports. A client that does not read for 1 MB of events is disconnected and replays. Event `withdrawn` (data: id, line_id, station_id, direction, status and reason: disputed, hidden or suspended) when a report stops counting, `restored` (the whole report, as in `report`) when it counts again or a rider's vote made a cancellation backed by riders or no longer (its `corroborated` mark); neither has an id. On streams of every station, event `line-status` (data: one line's status as GET /api/lines/status answers it) when a report, a withdrawal or the clock changed it. Past the server's STREAM_MAX_CLIENTS open streams: 503 with Retry-After. Past STREAM_MAX_PER_ADDRESS open streams of the client's address (an IPv6 one by its /64), or STREAM_MAX_PER_IPV6_48 of all the /64s of its /48: 429 `streamsFromAddress` with Retry-After, unless the request is signed in and its account holds fewer than STREAM_MAX_PER_ACCOUNT more (then 429 `streamsFromAccount`) and the streams on accounts from its address (an IPv6 one by its /48) are fewer than that address's own allowance again (then 429 `streamsFromNetworkAccounts`).
         */
        get: operations["getApiReportsStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sightings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A line's learned run-time factor and its reports of the last 90 minutes, for estimates
         * @description The run-time factor (real minutes per timetable minute) learned from the line's reports since the start of the Manila service day, and the reports the estimator reads (the last 90 minutes, riders repeating one train folded to the last), oldest first. Each `report` event of the stream adds one.
         */
        get: operations["getApiSightings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: {
            accessToken?: string;
            /** Format: date-time */
            accessTokenExpiresAt?: string;
            accountId: string;
            /** Format: date-time */
            createdAt: string;
            readonly id: string;
            idToken?: string;
            password?: string;
            providerId: string;
            refreshToken?: string;
            /** Format: date-time */
            refreshTokenExpiresAt?: string;
            scope?: string;
            /** Format: date-time */
            updatedAt: string;
            userId: string;
        };
        ApiRefusal: {
            code: string;
            error: string;
            params?: {
                [key: string]: unknown;
            };
        };
        ReminderRow: {
            days: number[] | null;
            /** @enum {string} */
            direction: "northbound" | "southbound" | "eastbound" | "westbound";
            get_off_station_id: string | null;
            id: string;
            /** @enum {string} */
            kind: "next-train" | "regular" | "get-off";
            lead_minutes: number;
            /** @enum {string} */
            line_id: "lrt1" | "mrt3" | "lrt2";
            next_at: string | null;
            paused: boolean;
            station_id: string;
            train_at: string | null;
            window_end: string | null;
            window_start: string | null;
        };
        ReportRow: {
            /** @constant */
            corroborated?: true;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            crowd_level: "empty" | "moderate" | "crowded" | "packed";
            /** @enum {string} */
            direction: "northbound" | "southbound" | "eastbound" | "westbound";
            id: string;
            /** @enum {string} */
            line_id: "lrt1" | "mrt3" | "lrt2";
            station_id: string;
            /** @enum {string} */
            status: "on-time" | "delayed" | "cancelled";
        };
        Session: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            readonly id: string;
            ipAddress?: string;
            token: string;
            /** Format: date-time */
            updatedAt: string;
            userAgent?: string;
            userId: string;
        };
        User: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** @default false */
            readonly emailVerified: boolean;
            readonly id: string;
            image?: string;
            /** @default en */
            language: string;
            name: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Verification: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            readonly id: string;
            identifier: string;
            /** Format: date-time */
            updatedAt: string;
            value: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiAccountRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Roles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        moderator: boolean;
                    };
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiAccuracy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Published accuracy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        computed_at: string;
                        lines: {
                            accurate: number;
                            detectable: number;
                            enough: boolean;
                            high: number | null;
                            /** @enum {string} */
                            line_id: "lrt1" | "mrt3" | "lrt2";
                            low: number | null;
                            percent: number | null;
                            reports: number;
                            scored: number;
                        }[];
                        point_range: number;
                        /** Format: date-time */
                        since: string;
                    };
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The URL to redirect to after email verification */
                    callbackURL?: string;
                    /** @description The new email address to set must be a valid email address */
                    newEmail: string;
                };
            };
        };
        responses: {
            /** @description Email change request processed successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Status message of the email change process
                         * @enum {string|null}
                         */
                        message?: "Email updated" | "Verification email sent" | null;
                        /** @description Indicates if the request was successful */
                        status: boolean;
                        user?: components["schemas"]["User"];
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The current password is required */
                    currentPassword: string;
                    /** @description The new password to set */
                    newPassword: string;
                    /** @description Must be a boolean value */
                    revokeOtherSessions?: boolean;
                };
            };
        };
        responses: {
            /** @description Password successfully changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description New session token if other sessions were revoked */
                        token?: string | null;
                        user: {
                            /**
                             * Format: date-time
                             * @description When the user was created
                             */
                            createdAt: string;
                            /**
                             * Format: email
                             * @description The email address of the user
                             */
                            email: string;
                            /** @description Whether the email has been verified */
                            emailVerified: boolean;
                            /** @description The unique identifier of the user */
                            id: string;
                            /**
                             * Format: uri
                             * @description The profile image URL of the user
                             */
                            image?: string | null;
                            /** @description The name of the user */
                            name: string;
                            /**
                             * Format: date-time
                             * @description When the user was last updated
                             */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The callback URL to redirect to after the user is deleted */
                    callbackURL?: string;
                    /** @description The user's password. Required if session is not fresh */
                    password?: string;
                    /** @description The deletion verification token */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description User deletion processed successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Status message of the deletion process
                         * @enum {string}
                         */
                        message: "User deleted" | "Verification email sent";
                        /** @description Indicates if the operation was successful */
                        success: boolean;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: {
                disableCookieCache?: boolean;
                disableRefresh?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session: components["schemas"]["Session"];
                        user: components["schemas"]["User"];
                    } | null;
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getSessionPost: {
        parameters: {
            query?: {
                disableCookieCache?: boolean;
                disableRefresh?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session: components["schemas"]["Session"];
                        user: components["schemas"]["User"];
                    } | null;
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    linkSocialAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additionalData?: {
                        [key: string]: unknown;
                    };
                    /** @description Extra query parameters to append to the provider authorization URL (e.g. Cognito identity_provider, Google hd). */
                    additionalParams?: {
                        [key: string]: string;
                    };
                    /** @description The URL to redirect to after the user has signed in */
                    callbackURL?: string;
                    /** @description Disable automatic redirection to the provider. Useful for handling the redirection yourself */
                    disableRedirect?: boolean;
                    /** @description The URL to redirect to if there is an error during the link process */
                    errorCallbackURL?: string;
                    idToken?: {
                        accessToken?: string;
                        nonce?: string;
                        refreshToken?: string;
                        token: string;
                    };
                    /** @description The login hint to use for the authorization code request */
                    loginHint?: string;
                    provider: ("apple" | "atlassian" | "cloudflare" | "cognito" | "discord" | "facebook" | "figma" | "github" | "microsoft" | "google" | "huggingface" | "slack" | "spotify" | "twitch" | "twitter" | "dropbox" | "kick" | "linear" | "linkedin" | "gitlab" | "tiktok" | "reddit" | "roblox" | "salesforce" | "vk" | "zoom" | "notion" | "kakao" | "naver" | "line" | "paybin" | "paypal" | "polar" | "railway" | "vercel" | "wechat") | string;
                    requestSignUp?: boolean;
                    /** @description Additional scopes to request from the provider */
                    scopes?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Indicates if the user should be redirected to the authorization URL */
                        redirect: boolean;
                        status?: boolean;
                        /** @description The authorization URL to redirect the user to */
                        url?: string;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    listUserAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountId: string;
                        /** Format: date-time */
                        createdAt: string;
                        id: string;
                        providerId: string;
                        scopes: string[];
                        /** Format: date-time */
                        updatedAt: string;
                        userId: string;
                    }[];
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    listUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"][];
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The email address of the user to send a password reset email to */
                    email: string;
                    /** @description The URL to redirect the user to reset their password. If the token isn't valid or expired, it'll be redirected with a query parameter `?error=INVALID_TOKEN`. If the token is valid, it'll be redirected with a query parameter `?token=VALID_TOKEN */
                    redirectTo?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        status?: boolean;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The new password to set */
                    newPassword: string;
                    /** @description The token to reset the password */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status?: boolean;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    resetPasswordCallback: {
        parameters: {
            query: {
                /** @description The URL to redirect the user to reset their password */
                callbackURL: string;
            };
            header?: never;
            path: {
                /** @description The token to reset the password */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token?: string;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    sendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The URL to use for email verification callback
                     * @example https://example.com/callback
                     */
                    callbackURL?: string | null;
                    /**
                     * @description The email to send the verification email to
                     * @example user@example.com
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Indicates if the email was sent successfully
                         * @example true
                         */
                        status?: boolean;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Error message
                         * @example Verification email isn't enabled
                         */
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    signInEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Callback URL to use as a redirect for email verification */
                    callbackURL?: string;
                    /** @description Email of the user */
                    email: string;
                    /** @description Password of the user */
                    password: string;
                    /** @description If this is false, the session will not be remembered. Default is `true`. */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Success - Returns either session details or redirect URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        redirect: false;
                        /** @description Session token */
                        token: string;
                        url?: string | null;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    socialSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additionalData?: {
                        [key: string]: unknown;
                    };
                    /** @description Extra query parameters to append to the provider authorization URL (e.g. Cognito identity_provider, Google hd). */
                    additionalParams?: {
                        [key: string]: string;
                    };
                    /** @description Callback URL to redirect to after the user has signed in */
                    callbackURL?: string;
                    /** @description Disable automatic redirection to the provider. Useful for handling the redirection yourself */
                    disableRedirect?: boolean;
                    /** @description Callback URL to redirect to if an error happens */
                    errorCallbackURL?: string;
                    idToken?: {
                        /** @description Access token from the provider */
                        accessToken?: string;
                        /** @description Expiry date of the token */
                        expiresAt?: number;
                        /** @description Nonce used to generate the token */
                        nonce?: string;
                        /** @description Refresh token from the provider */
                        refreshToken?: string;
                        /** @description ID token from the provider */
                        token: string;
                        /** @description The user object from the provider. Only available for some providers like Apple. */
                        user?: {
                            email?: string;
                            name?: {
                                firstName?: string;
                                lastName?: string;
                            };
                        };
                    };
                    /** @description The login hint to use for the authorization code request */
                    loginHint?: string;
                    newUserCallbackURL?: string;
                    provider: ("apple" | "atlassian" | "cloudflare" | "cognito" | "discord" | "facebook" | "figma" | "github" | "microsoft" | "google" | "huggingface" | "slack" | "spotify" | "twitch" | "twitter" | "dropbox" | "kick" | "linear" | "linkedin" | "gitlab" | "tiktok" | "reddit" | "roblox" | "salesforce" | "vk" | "zoom" | "notion" | "kakao" | "naver" | "line" | "paybin" | "paypal" | "polar" | "railway" | "vercel" | "wechat") | string;
                    /** @description Explicitly request sign-up. Useful when disableImplicitSignUp is true for this provider */
                    requestSignUp?: boolean;
                    /** @description Array of scopes to request from the provider. This will override the default scopes passed. */
                    scopes?: string[];
                };
            };
        };
        responses: {
            /** @description Success - Returns session details (idToken branch) or an authorize URL (redirect branch) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirect: boolean;
                        token?: string;
                        url?: string;
                        user?: components["schemas"]["User"];
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The URL to redirect to after provider logout */
                    callbackURL?: string;
                    /** @description Return the provider logout URL without redirecting */
                    disableRedirect?: boolean;
                    /** @description State to pass to the provider logout endpoint */
                    state?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether the client should redirect to the provider logout URL */
                        redirect?: boolean;
                        success?: boolean;
                        /** @description Provider logout URL when RP-initiated logout is available */
                        url?: string;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    signUpWithEmailAndPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The URL to use for email verification callback */
                    callbackURL?: string;
                    /** @description The email of the user */
                    email: string;
                    /** @description The profile image URL of the user */
                    image?: string;
                    /** @default en */
                    language?: string;
                    /** @description The name of the user */
                    name: string;
                    /** @description The password of the user */
                    password: string;
                    /** @description If this is false, the session will not be remembered. Default is `true`. */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Successfully created user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Authentication token for the session */
                        token?: string | null;
                        user: {
                            /**
                             * Format: date-time
                             * @description When the user was created
                             */
                            createdAt: string;
                            /**
                             * Format: email
                             * @description The email address of the user
                             */
                            email: string;
                            /** @description Whether the email has been verified */
                            emailVerified: boolean;
                            /** @description The unique identifier of the user */
                            id: string;
                            /**
                             * Format: uri
                             * @description The profile image URL of the user
                             */
                            image?: string | null;
                            /** @description The name of the user */
                            name: string;
                            /**
                             * Format: date-time
                             * @description When the user was last updated
                             */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unprocessable Entity. User already exists or failed to create user. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering, or the mail could not be sent (`confirmationMailNotSent`): nothing was kept */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    updateSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session?: components["schemas"]["Session"];
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The image of the user */
                    image?: string | null;
                    /** @default en */
                    language?: string;
                    /** @description The name of the user */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user?: components["schemas"]["User"];
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    verifyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The password to verify */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status?: boolean;
                    };
                };
            };
            /** @description Bad Request. Usually due to missing parameters, or invalid parameters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Unauthorized. Due to missing or invalid authentication. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Forbidden. You do not have permission to access this resource or to perform this action. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description Not Found. The requested resource was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    };
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too Many Requests. You have exceeded the rate limit. Try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Internal Server Error. This is a problem with the server that you cannot fix. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                    } | components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiCrowding: {
        parameters: {
            query: {
                line: string;
                station: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usual crowding */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        computed_at: string;
                        directions: {
                            /** @enum {string} */
                            direction: "northbound" | "southbound" | "eastbound" | "westbound";
                            weekday: {
                                hour: number;
                                level: ("empty" | "moderate" | "crowded" | "packed") | null;
                                reports: number;
                            }[];
                            weekend: {
                                hour: number;
                                level: ("empty" | "moderate" | "crowded" | "packed") | null;
                                reports: number;
                            }[];
                        }[];
                        /** @enum {string} */
                        line_id: "lrt1" | "mrt3" | "lrt2";
                        min_reports: number;
                        min_riders: number;
                        /** Format: date-time */
                        since: string;
                        station_id: string;
                    };
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    postApiFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contact?: string;
                    message: string;
                    page?: string;
                };
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiGtfsRtAlerts: {
        parameters: {
            query?: {
                format?: "protobuf" | "json";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description GTFS-Realtime 2.0 FeedMessage, FULL_DATASET (JSON with format=json) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                    "application/x-protobuf": unknown;
                };
            };
            /** @description Not modified since If-None-Match / If-Modified-Since */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiGtfsRtTripUpdates: {
        parameters: {
            query?: {
                format?: "protobuf" | "json";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description GTFS-Realtime 2.0 FeedMessage, FULL_DATASET (JSON with format=json) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                    "application/x-protobuf": unknown;
                };
            };
            /** @description Not modified since If-None-Match / If-Modified-Since */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiGtfsStaticZip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description GTFS zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            /** @description Not modified since If-None-Match / If-Modified-Since */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiJourneys: {
        parameters: {
            query: {
                at?: string;
                from_line: string;
                from_station: string;
                medium?: "beep" | "single-journey";
                rider?: "regular" | "student" | "senior" | "pwd";
                to_line: string;
                to_station: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Journeys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fare: {
                            /** @enum {string} */
                            medium: "beep" | "single-journey";
                            /** @enum {string} */
                            rider: "regular" | "student" | "senior" | "pwd";
                        };
                        first_next_day: {
                            /** Format: date-time */
                            arrival: string;
                            /** Format: date-time */
                            departure: string;
                            fare: number;
                            legs: ({
                                alight_station_id: string;
                                /** Format: date-time */
                                arrival: string;
                                /** @enum {string} */
                                basis: "live" | "timetable";
                                board_station_id: string;
                                closed: boolean;
                                /** Format: date-time */
                                departure: string;
                                /** @enum {string} */
                                direction: "northbound" | "southbound" | "eastbound" | "westbound";
                                fare: number;
                                /** @constant */
                                kind: "ride";
                                /** @enum {string} */
                                line_id: "lrt1" | "mrt3" | "lrt2";
                                stops: number;
                                towards_station_id: string;
                                trouble: ("cancelled" | "delayed") | null;
                            } | {
                                /** Format: date-time */
                                end: string;
                                from: {
                                    /** @enum {string} */
                                    line_id: "lrt1" | "mrt3" | "lrt2";
                                    station_id: string;
                                };
                                /** @constant */
                                kind: "walk";
                                minutes: number;
                                /** Format: date-time */
                                start: string;
                                to: {
                                    /** @enum {string} */
                                    line_id: "lrt1" | "mrt3" | "lrt2";
                                    station_id: string;
                                };
                            })[];
                            minutes: number;
                            transfers: number;
                        } | null;
                        from: {
                            /** @enum {string} */
                            line_id: "lrt1" | "mrt3" | "lrt2";
                            station_id: string;
                        };
                        journeys: {
                            /** Format: date-time */
                            arrival: string;
                            /** Format: date-time */
                            departure: string;
                            fare: number;
                            legs: ({
                                alight_station_id: string;
                                /** Format: date-time */
                                arrival: string;
                                /** @enum {string} */
                                basis: "live" | "timetable";
                                board_station_id: string;
                                closed: boolean;
                                /** Format: date-time */
                                departure: string;
                                /** @enum {string} */
                                direction: "northbound" | "southbound" | "eastbound" | "westbound";
                                fare: number;
                                /** @constant */
                                kind: "ride";
                                /** @enum {string} */
                                line_id: "lrt1" | "mrt3" | "lrt2";
                                stops: number;
                                towards_station_id: string;
                                trouble: ("cancelled" | "delayed") | null;
                            } | {
                                /** Format: date-time */
                                end: string;
                                from: {
                                    /** @enum {string} */
                                    line_id: "lrt1" | "mrt3" | "lrt2";
                                    station_id: string;
                                };
                                /** @constant */
                                kind: "walk";
                                minutes: number;
                                /** Format: date-time */
                                start: string;
                                to: {
                                    /** @enum {string} */
                                    line_id: "lrt1" | "mrt3" | "lrt2";
                                    station_id: string;
                                };
                            })[];
                            minutes: number;
                            transfers: number;
                        }[];
                        /** Format: date-time */
                        leave_at: string;
                        missed: {
                            /** @enum {string} */
                            direction: "northbound" | "southbound" | "eastbound" | "westbound";
                            last_train: string | null;
                            /** @enum {string} */
                            line_id: "lrt1" | "mrt3" | "lrt2";
                            station_id: string;
                        }[];
                        to: {
                            /** @enum {string} */
                            line_id: "lrt1" | "mrt3" | "lrt2";
                            station_id: string;
                        };
                    };
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiLinesStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Line status */
            200: {
                headers: {
                    /** @description How far this process's report stream had got when the answer was read: a stream whose `ready` event carries the same process and no greater count will push everything the answer lacks */
                    "Report-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelled: number;
                        delayed: number;
                        latest_report_at: string | null;
                        /** @enum {string} */
                        line_id: "lrt1" | "mrt3" | "lrt2";
                    }[];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiModeration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        audit: {
                            /** @enum {string} */
                            action: "hide" | "unhide" | "suspend" | "lift-suspension" | "grant-moderator" | "revoke-moderator";
                            /** Format: date-time */
                            at: string;
                            id: string;
                            moderator: string | null;
                            reason: string | null;
                            report_id: string | null;
                            until: string | null;
                        }[];
                        reports: {
                            confirmed_by: number;
                            counts: boolean;
                            disputed_by: number;
                            hidden: {
                                /** Format: date-time */
                                at: string;
                                reason: string;
                            } | null;
                            own: boolean;
                            report: components["schemas"]["ReportRow"];
                            reporter: {
                                /** Format: date-time */
                                account_created_at: string;
                                disputed_reports: number;
                                reports_last_24h: number;
                                suspension: {
                                    id: string;
                                    reason: string;
                                    /** Format: date-time */
                                    until: string;
                                } | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Sign-in required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not allowed: another site's Origin, a suspended account, or a role the account does not have */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    postApiModerationReportsByIdHide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Sign-in required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not allowed: another site's Origin, a suspended account, or a role the account does not have */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not found: no such report or suspension, or not this device's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not in a state this action applies to, or the device already holds as many as it may */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    postApiModerationReportsByIdSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days: 1 | 7 | 30;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Suspended until */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        until: string;
                    };
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Sign-in required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not allowed: another site's Origin, a suspended account, or a role the account does not have */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not found: no such report or suspension, or not this device's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not in a state this action applies to, or the device already holds as many as it may */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    postApiModerationReportsByIdUnhide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Sign-in required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not allowed: another site's Origin, a suspended account, or a role the account does not have */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not found: no such report or suspension, or not this device's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not in a state this action applies to, or the device already holds as many as it may */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    postApiModerationSuspensionsByIdLift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Done */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Sign-in required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not allowed: another site's Origin, a suspended account, or a role the account does not have */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not found: no such report or suspension, or not this device's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not in a state this action applies to, or the device already holds as many as it may */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiOpenDataCrowdingCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV (RFC 4180) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    postApiReminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "en" | "fil";
                    reminder: {
                        /** @enum {string} */
                        direction: "northbound" | "southbound" | "eastbound" | "westbound";
                        /** @constant */
                        kind: "next-train";
                        /** @default 5 */
                        lead_minutes?: 2 | 5 | 10;
                        line_id: string;
                        station_id: string;
                    } | {
                        days: number[];
                        /** @enum {string} */
                        direction: "northbound" | "southbound" | "eastbound" | "westbound";
                        /** @constant */
                        kind: "regular";
                        /** @default 5 */
                        lead_minutes?: 2 | 5 | 10;
                        line_id: string;
                        station_id: string;
                        window_end: string;
                        window_start: string;
                    } | {
                        /** @enum {string} */
                        direction: "northbound" | "southbound" | "eastbound" | "westbound";
                        get_off_station_id: string;
                        /** @constant */
                        kind: "get-off";
                        line_id: string;
                        station_id: string;
                        /** Format: date-time */
                        train_at: string;
                    };
                    subscription: {
                        endpoint: string;
                        expirationTime?: number | null;
                        keys: {
                            auth: string;
                            p256dh: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description The device already had this reminder: the one stored, not a second */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReminderRow"];
                };
            };
            /** @description Stored, with its first planned moment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReminderRow"];
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not in a state this action applies to, or the device already holds as many as it may */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    postApiRemindersDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    device: {
                        auth: string;
                        endpoint: string;
                    };
                    ids?: string[];
                };
            };
        };
        responses: {
            /** @description How many were deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiRemindersKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicKey: string;
                    };
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    postApiRemindersList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    device: {
                        auth: string;
                        endpoint: string;
                    };
                };
            };
        };
        responses: {
            /** @description Reminders, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReminderRow"][];
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    postApiRemindersPause: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    device: {
                        auth: string;
                        endpoint: string;
                    };
                    /** Format: uuid */
                    id: string;
                    paused: boolean;
                };
            };
        };
        responses: {
            /** @description The reminder */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReminderRow"];
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not found: no such report or suspension, or not this device's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiReports: {
        parameters: {
            query: {
                line: string;
                station: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportRow"][];
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    postApiReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    crowd_level: "empty" | "moderate" | "crowded" | "packed";
                    /** @enum {string} */
                    direction: "northbound" | "southbound" | "eastbound" | "westbound";
                    line_id: string;
                    station_id: string;
                    /** @enum {string} */
                    status: "on-time" | "delayed" | "cancelled";
                };
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportRow"];
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Sign-in required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not allowed: another site's Origin, a suspended account, or a role the account does not have */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    postApiReportsByIdVote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    vote: "confirm" | "dispute";
                };
            };
        };
        responses: {
            /** @description The report's votes after this one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        confirmed_by: number;
                        counts: boolean;
                        disputed_by: number;
                        mine: ("confirm" | "dispute") | null;
                        own: boolean;
                    };
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Sign-in required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not allowed: another site's Origin, a suspended account, or a role the account does not have */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not found: no such report or suspension, or not this device's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not in a state this action applies to, or the device already holds as many as it may */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is over 16 KB; the connection closes after the answer */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The body is not declared as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiReportsByIdVotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Votes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        confirmed_by: number;
                        counts: boolean;
                        disputed_by: number;
                        mine: ("confirm" | "dispute") | null;
                        own: boolean;
                    };
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Not found: no such report or suspension, or not this device's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiReportsStream: {
        parameters: {
            query?: {
                line?: string;
                station?: string;
            };
            header?: {
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream of `report` events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Too many requests; the message says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
    getApiSightings: {
        parameters: {
            query: {
                line: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sightings */
            200: {
                headers: {
                    /** @description How far this process's report stream had got when the answer was read: a stream whose `ready` event carries the same process and no greater count will push everything the answer lacks */
                    "Report-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kept_directions: ("northbound" | "southbound" | "eastbound" | "westbound")[];
                        /** @enum {string} */
                        line_id: "lrt1" | "mrt3" | "lrt2";
                        reports: components["schemas"]["ReportRow"][];
                        run_time_factor: number;
                        sighting_lag_ms?: number;
                    };
                };
            };
            /** @description The input was refused; the message says why */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description Something went wrong on our side */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
            /** @description The database is not answering */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiRefusal"];
                };
            };
        };
    };
}
