CREATE TABLE "app_secretos" (
	"nombre" varchar(64) PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
